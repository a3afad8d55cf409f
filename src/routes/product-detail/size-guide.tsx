import { FormattedMessage, useIntl } from 'react-intl';
import { ClosableModal } from '@/shared/components/modal';
import { useModal } from '@/shared/hooks/use-modal';
import { SHOE_SIZES } from '@/shared/constants';
import { SIZE_CHART } from './size-chart';
import './size-guide.css';

const COLUMNS = [
  'product.size',
  'product.sizeUk',
  'product.sizeUs',
  'product.sizeEu',
  'product.footCm',
] as const;

/**
 * "Size guide": the spec's sizes against UK, US, EU and foot length, in a dialog. Information only:
 * the sizes stay display-only (spec §2), nothing here picks one.
 */
export function SizeGuide() {
  const { open, close, opener } = useModal();
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'product.sizeGuide' });
  return (
    <>
      <button type="button" className="btn-link size-guide__open" {...opener}>
        {title}
      </button>
      <ClosableModal
        open={open}
        title={title}
        onClose={close}
        closeLabel={intl.formatMessage({ id: 'product.closeSizeGuide' })}
      >
        <table className="size-guide">
          <caption>
            <FormattedMessage id="product.sizeGuideCaption" />
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((id) => (
                <th key={id} scope="col">
                  <FormattedMessage id={id} />
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
