import { describe, expect, it } from 'vitest';
import { paymentPromptMessage, paymentPromptRefusal } from './payment-prompts.ts';

describe('payment prompts', () => {
  it('allows five to a number, five for a shipment and twenty by an owner in the window', () => {
    expect(paymentPromptRefusal({ toNumber: 4, forShipment: 4, byOwner: 19 })).toBeNull();
    expect(paymentPromptRefusal({ toNumber: 5, forShipment: 0, byOwner: 0 })).toBe(
      'Too many payment requests to this number. Please wait 10 minutes before trying again.',
    );
    expect(paymentPromptRefusal({ toNumber: 0, forShipment: 5, byOwner: 0 })).toMatch(/for this shipment/);
    expect(paymentPromptRefusal({ toNumber: 0, forShipment: 0, byOwner: 20 })).toMatch(/^Too many payment/);
  });

  it('says who asks in what the provider allows: letters, digits, spaces, 22 at most', () => {
    expect(paymentPromptMessage('Copperbelt Mining Ltd')).toBe('Njira Copperbelt Minin');
    expect(paymentPromptMessage('Banda & Sons (Pvt.)')).toBe('Njira Banda Sons Pvt');
    expect(paymentPromptMessage('Ñkana Farms')).toBe('Njira Nkana Farms');
    for (const name of ['Copperbelt Mining Ltd', '&&&', 'Zambezi Agro Traders of Chipata']) {
      expect(paymentPromptMessage(name)).toMatch(/^[A-Za-z0-9 ]{4,22}$/);
    }
  });
});
