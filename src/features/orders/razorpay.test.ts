import { RAZORPAY_SCRIPT_URL } from '@/shared/constants';
import { loadRazorpay, type RazorpayConstructor } from './razorpay';

const checkoutScripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter(
    (script) => script.src === RAZORPAY_SCRIPT_URL,
  );

const FakeRazorpay = jest.fn() as unknown as RazorpayConstructor;

afterEach(() => {
  delete window.Razorpay;
  checkoutScripts().forEach((script) => script.remove());
});

describe('loadRazorpay', () => {
  it('adds checkout.js once, even for concurrent callers, and resolves with window.Razorpay on load', async () => {
    const first = loadRazorpay(RAZORPAY_SCRIPT_URL);
    const second = loadRazorpay(RAZORPAY_SCRIPT_URL);
    expect(checkoutScripts()).toHaveLength(1);

    window.Razorpay = FakeRazorpay;
    checkoutScripts()[0]?.dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe(FakeRazorpay);
    await expect(second).resolves.toBe(FakeRazorpay);
  });

  it('reuses an SDK that is already there without adding a script', async () => {
    window.Razorpay = FakeRazorpay;
    await expect(loadRazorpay(RAZORPAY_SCRIPT_URL)).resolves.toBe(FakeRazorpay);
    expect(checkoutScripts()).toHaveLength(0);
  });

  it('rejects when the script fails, removing it so the next attempt loads it afresh', async () => {
    const attempt = loadRazorpay(RAZORPAY_SCRIPT_URL);
    checkoutScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('failed to load');
    expect(checkoutScripts()).toHaveLength(0);

    const retry = loadRazorpay(RAZORPAY_SCRIPT_URL);
    expect(checkoutScripts()).toHaveLength(1);
    window.Razorpay = FakeRazorpay;
    checkoutScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(FakeRazorpay);
  });

  it('rejects a script that loads but defines no Razorpay', async () => {
    const attempt = loadRazorpay(RAZORPAY_SCRIPT_URL);
    checkoutScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(attempt).rejects.toThrow('defined no Razorpay');
  });

  it('gives up on a script that never answers', async () => {
    jest.useFakeTimers();
    try {
      const attempt = loadRazorpay(RAZORPAY_SCRIPT_URL, 50);
      jest.advanceTimersByTime(50);
      await expect(attempt).rejects.toThrow('timed out');
      expect(checkoutScripts()).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
