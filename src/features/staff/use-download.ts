import { useState } from 'react';
import { apiErrorMessage } from '@/shared/api-error';
import { useDownloadMutation } from './reports-api';

/**
 * A console download with its one line of news: `save(path, filename)` asks /api for the file and
 * hands it to the browser; `news` says what was downloaded, or why not; `busy` while it comes.
 */
export function useDownload() {
  const [download, { isLoading }] = useDownloadMutation();
  const [news, setNews] = useState('');
  const save = (path: string, filename: string) => {
    setNews('');
    download({ path, filename })
      .unwrap()
      .then((done) => setNews(`Downloaded ${done.filename}.`))
      .catch((failure: unknown) => setNews(apiErrorMessage(failure)));
  };
  return { save, news, busy: isLoading };
}
