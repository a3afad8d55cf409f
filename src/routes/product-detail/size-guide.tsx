import { ClosableModal } from '@/shared/components/modal';
import { useModal } from '@/shared/hooks/use-modal';
import { SHOE_SIZES } from '@/shared/constants';
import { SIZE_CHART } from './size-chart';
import './size-guide.css';

/**
 * "Size guide": the spec's sizes against UK, US, EU and foot length, in a dialog. Information only:
 * the sizes stay display-only (spec §2), nothing here picks one.
 */
export function SizeGuide() {
  const { open, close, opener } = useModal();
  return (
    <>
      <button type="button" className="btn-link size-guide__open" {...opener}>
        Size guide
      </button>
      <ClosableModal open={open} title="Size guide" onClose={close} closeLabel="Close size guide">
        <table className="size-guide">
          <caption>Men&apos;s sizes; measure your foot from heel to longest toe.</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">UK</th>
              <th scope="col">US</th>
              <th scope="col">EU</th>
              <th scope="col">Foot (cm)</th>
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
