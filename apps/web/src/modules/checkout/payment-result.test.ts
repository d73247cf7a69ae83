import { describe, expect, it } from 'vitest';
import { confirmSearch, formatCardNumber, formatExpiry, intentIdFromSecret } from './payment-result';

describe('payment helpers', () => {
  it('takes the intent id from the client secret like Stripe', () => {
    expect(intentIdFromSecret('pi_test_123_secret_abc')).toBe('pi_test_123');
    expect(confirmSearch('pi_9_secret_x')).toEqual({ payment_intent: 'pi_9', payment_intent_client_secret: 'pi_9_secret_x' });
  });
  it('formats card fields as the shopper types', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000 0000-0000 0002')).toBe('4000 0000 0000 0002');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('12/34')).toBe('12/34');
    expect(formatExpiry('1')).toBe('1');
  });
});
