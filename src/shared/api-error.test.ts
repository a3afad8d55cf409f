import { apiErrorMessage, readApiError } from './api-error';
import { inlineMessages } from './messages';

describe('readApiError', () => {
  it("reads the server's status, message and per-field errors", () => {
    const error = {
      status: 400,
      data: { message: 'Check the address.', errors: { pincode: 'Pincode is required.', extra: 7 } },
    };
    expect(readApiError(error)).toEqual({
      status: 400,
      message: 'Check the address.',
      errors: { pincode: 'Pincode is required.' },
    });
  });

  it('reads a request that got no answer: a status name and no message', () => {
    expect(readApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      status: 'FETCH_ERROR',
      message: null,
      errors: {},
    });
  });

  it('treats an empty or non-text message as none', () => {
    expect(readApiError({ status: 500, data: { message: '' } })?.message).toBeNull();
    expect(readApiError({ status: 500, data: { message: 42 } })?.message).toBeNull();
    expect(readApiError({ status: 502, data: '<html>Bad gateway</html>' })?.message).toBeNull();
  });

  it("reads an unexpected failure's error field, with its request id, when there is no message", () => {
    expect(
      readApiError({ status: 500, data: { error: 'Something went wrong', requestId: 'r-7f3a' } })?.message,
    ).toBe('Something went wrong (request r-7f3a). Please try again.');
    expect(readApiError({ status: 500, data: { error: 'Something went wrong' } })?.message).toBe(
      'Something went wrong. Please try again.',
    );
    expect(readApiError({ status: 500, data: { error: '', requestId: 'r-1' } })?.message).toBeNull();
  });

  it('reads anything that is not a failed request as null', () => {
    expect(readApiError(undefined)).toBeNull();
    expect(readApiError(new Error('boom'))).toBeNull();
    expect(readApiError({ name: 'SerializedError', message: 'Rejected' })).toBeNull();
  });
});

describe('apiErrorMessage', () => {
  it("is the server's message, else the network fallback", () => {
    expect(apiErrorMessage({ status: 409, data: { message: 'Already there.' } })).toBe('Already there.');
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'offline' })).toBe(inlineMessages.networkError);
    expect(apiErrorMessage(new Error('boom'))).toBe(inlineMessages.networkError);
  });
});
