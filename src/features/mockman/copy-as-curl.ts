import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { toastMessages } from '@/shared/messages';
import { notify } from '@/shared/notify';
import { curlCommand } from './curl-command';
import { jsonFormatRejected, selectMockman, type MockmanRootState } from './mockman-slice';
import { parseBody } from './parse-body';

/**
 * "Copy as cURL": the request Submit would send, as a command on the clipboard. The body follows
 * Submit's JSON rule, so what is copied is always what could have been sent.
 */
export function copyAsCurl(): ThunkAction<Promise<void>, MockmanRootState, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    const { reqType, endpoint, body, headers } = selectMockman(getState());
    const parsed = parseBody(body);
    if (!parsed.ok) {
      dispatch(jsonFormatRejected());
      return;
    }
    let command: string;
    try {
      command = curlCommand({ method: reqType, endpoint, headers, body: parsed.value });
    } catch {
      notify.error(toastMessages.curlInvalidRequest);
      return;
    }
    try {
      // navigator.clipboard is missing outside secure contexts (a plain-http LAN address): that throws too.
      await navigator.clipboard.writeText(command);
      notify.success(toastMessages.curlCopied);
    } catch {
      notify.error(toastMessages.curlCopyFailed);
    }
  };
}
