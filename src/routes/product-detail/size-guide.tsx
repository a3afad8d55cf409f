import { FormattedMessage, useIntl } from 'react-intl';
import { ClosableModal } from '@/shared/components/modal';
import { useModal } from '@/shared/hooks/use-modal';
import { SHOE_SIZES } from '@/shared/constants';
import { SIZE_CHART } from './size-chart';
import './size-guide.css';

/** The chart's columns after the size, by their words' ids. */
const COLUMNS = [
  'catalogueWords.sizeGuide.uk',
  'catalogueWords.sizeGuide.us',
  'catalogueWords.sizeGuide.eu',
  'catalogueWords.sizeGuide.footCm',
] as const;

/**
 * "Size guide": the spec's sizes against UK, US, EU and foot length, in a dialog. Information only:
 * the sizes stay display-only (spec §2), nothing here picks one.
 */
export function SizeGuide() {
  const { open, close, opener } = useModal();
  const intl = useIntl();
  return (
    <>
      <button type="button" className="btn-link size-guide__open" {...opener}>
        <FormattedMessage id="catalogueWords.sizeGuide.open" />
      </button>
      <ClosableModal
        open={open}
        title={intl.formatMessage({ id: 'catalogueWords.sizeGuide.open' })}
        onClose={close}
        closeLabel={intl.formatMessage({ id: 'catalogueWords.sizeGuide.close' })}
      >
        <table className="size-guide">
          <caption>
            <FormattedMessage id="catalogueWords.sizeGuide.caption" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="catalogueWords.sizeGuide.size" />
              </th>
              {COLUMNS.map((column) => (
                <th scope="col" key={column}>
                  <FormattedMessage id={column} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SHOE_SIZES.map((size) => {
              const { uk, us, eu, footCm } = SIZE_CHART[size];
              return (
                <tr key={size}>
                  <th scope="row">{size}</th>
                  <td>{uk}</td>
                  <td>{us}</td>
                  <td>{eu}</td>
                  <td>{footCm}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ClosableModal>
    </>
  );
}
