import { act, screen, waitFor, within } from '@testing-library/react';
import { allProducts } from '@/mocks/db';
import { SHOE_SIZES } from '@/shared/constants';
import { formatRupees } from '@/shared/format-rupees';
import { toastMessages } from '@/shared/messages';
import { guest } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';
import { responsivePicture } from '@/shared/product-pictures';

const product = () => allProducts().find((item) => item.id === 25)!;

async function openProduct(options: { user?: { email: string } } = {}) {
  const view = await renderApp({ route: `/productlist/${product()._id}`, ...options });
  await screen.findByRole('heading', { level: 1, name: product().title });
  return view;
}

describe('size guide', () => {
  it('maps each of the spec’s sizes to UK, US, EU and foot length, in a dialog that gives focus back', async () => {
    const { user } = await openProduct();
    const opener = screen.getByRole('button', { name: 'Size guide' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Size guide' });
    expect(within(dialog).getByRole('button', { name: 'Close size guide' })).toHaveFocus();
    const columns = within(dialog)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(columns).toEqual(['Size', 'UK', 'US', 'EU', 'Foot (cm)']);
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => Number(cell.textContent)),
      ]);
    expect(rows.map(([size]) => size)).toEqual([...SHOE_SIZES]);

    for (const [size, uk, us, eu, footCm] of rows) {
      // Where the spec's own label names a UK or EU size, the table agrees with it.
      const labelUk = /^(?:UK )?(\d+(?:\.\d)?)/.exec(String(size))?.[1];
      const labelEu = /EU (\d+)/.exec(String(size))?.[1];
      expect(uk).toBe(Number(labelUk));
      if (labelEu) expect(eu).toBe(Number(labelEu));
      // US runs a half or whole size above UK.
      expect(Number(us) - Number(uk)).toBeGreaterThanOrEqual(0.5);
      expect(Number(us) - Number(uk)).toBeLessThanOrEqual(1);
      expect(footCm).toBeGreaterThan(20);
    }
    // A longer foot for each larger size.
    const feet = rows.map((row) => Number(row[4]));
    expect(feet).toEqual([...feet].sort((a, b) => a - b));
    expect(new Set(feet).size).toBe(feet.length);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('offers nothing to pick: the sizes stay display-only', async () => {
    const { user } = await openProduct();
    await user.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = screen.getByRole('dialog', { name: 'Size guide' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['']);
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close size guide' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('zoomed picture', () => {
  it('opens the picture large in a dialog, which closes on Escape or its button and gives focus back', async () => {
    const { user } = await openProduct();
    const zoom = screen.getByRole('button', { name: `Zoom in: ${product().title}` });
    await user.click(zoom);
    const dialog = screen.getByRole('dialog', { name: product().title });
    expect(within(dialog).getByRole('img', { name: product().title })).toHaveAttribute(
      'src',
      responsivePicture(product().img, 'zoom').src,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(zoom).toHaveFocus();

    zoom.focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Close zoomed picture' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(zoom).toHaveFocus();
  });
});

/**
 * jsdom has no IntersectionObserver: this one lets a test say where the observed element is, as
 * the browser would report it (the layout itself is the browser journey's to check).
 */
class FakeIntersectionObserver {
  static all = new Set<FakeIntersectionObserver>();
  readonly root = null;
  readonly thresholds = [0];
  private targets: Element[] = [];

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.add(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  disconnect() {
    FakeIntersectionObserver.all.delete(this);
  }

  /** The observed element has scrolled up out of the observer's root (`away`), or is back in it. */
  static report(away: boolean) {
    for (const observer of FakeIntersectionObserver.all) {
      const entries = observer.targets.map(
        (target) => ({ target, isIntersecting: !away }) as unknown as IntersectionObserverEntry,
      );
      act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
    }
  }
}

describe('buy bar', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'IntersectionObserver', {
      value: FakeIntersectionObserver,
      configurable: true,
    });
  });
  afterEach(() => {
    FakeIntersectionObserver.all.clear();
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('keeps the price and Add to Cart at hand once the page’s own button has scrolled away', async () => {
    const { user } = await openProduct({ user: guest });
    expect(screen.queryByRole('group', { name: product().title })).not.toBeInTheDocument();

    FakeIntersectionObserver.report(true);
    const bar = screen.getByRole('group', { name: product().title });
    expect(bar).toHaveTextContent(formatRupees(product().price));
    await user.click(within(bar).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(toastMessages.addedToCart)).toBeInTheDocument();
    // One cart: the page's own button follows.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Go to Cart' })).toHaveLength(2));

    FakeIntersectionObserver.report(false);
    expect(screen.queryByRole('group', { name: product().title })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in, as the page’s button does', async () => {
    const { user, router } = await openProduct();
    FakeIntersectionObserver.report(true);
    await user.click(
      within(screen.getByRole('group', { name: product().title })).getByRole('button', {
        name: 'Add to Cart',
      }),
    );
    expect(await screen.findByText(toastMessages.loginFirst)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
