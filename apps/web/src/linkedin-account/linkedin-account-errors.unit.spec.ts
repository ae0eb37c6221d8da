import {
  API_NOT_AVAILABLE,
  AUTH_LINK_FAILED,
  STATUS_FAILED,
  accountLoadError,
  connectError,
} from './linkedin-account-errors';

describe('LinkedIn account card errors (spec 01 §8)', () => {
  it('says the API is missing on a 404', () => {
    expect(accountLoadError(404, { message: 'Cannot GET' })).toEqual({
      message: API_NOT_AVAILABLE,
      code: 'API_NOT_FOUND',
    });
  });

  it("shows the server's message and code", () => {
    expect(accountLoadError(502, { message: 'Provider unreachable', errorCode: 'PROVIDER_DOWN' })).toEqual({
      message: 'Provider unreachable',
      code: 'PROVIDER_DOWN',
    });
  });

  it('falls back to the status failure text and ACCOUNT_NOT_FOUND', () => {
    expect(accountLoadError(500, {})).toEqual({ message: STATUS_FAILED, code: 'ACCOUNT_NOT_FOUND' });
  });

  it('explains a failed connect', () => {
    expect(connectError(500, {})).toEqual({ message: AUTH_LINK_FAILED, code: 'AUTH_LINK_ERROR' });
    expect(connectError(undefined, {})).toEqual({ message: AUTH_LINK_FAILED, code: 'CONNECTION_ERROR' });
    expect(connectError(400, { message: 'redirectUrl must be a URL' }).message).toBe('redirectUrl must be a URL');
  });
});
