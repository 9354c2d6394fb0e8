import {
  CONTACT_ADMIN_ASSISTS,
  CONTACT_AFTER_PAYMENT,
  CONTACT_PRIVATE,
  CONTACT_PROTECTED,
  CONTACT_VIA_PLATFORM,
  type Party,
} from '@njira/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PartyContact } from './party-contact.tsx';

afterEach(cleanup);

const shared: Party = {
  id: 'owner-1',
  fullName: 'Natasha Phiri',
  companyName: 'Copperbelt Mining Ltd',
  email: 'natasha@example.com',
  phoneNumber: '+260 96 111 2222',
};
const { email: _email, phoneNumber: _phone, ...hidden } = shared;

describe('a party’s contact', () => {
  it('offers the phone to call and the e-mail to write when the server sent them', () => {
    render(<PartyContact party={shared} />);
    expect(screen.getByRole('link', { name: '+260 96 111 2222' }).getAttribute('href')).toBe(
      'tel:+260961112222',
    );
    expect(screen.getByRole('link', { name: 'natasha@example.com' }).getAttribute('href')).toBe(
      'mailto:natasha@example.com',
    );
    expect(screen.queryByText(CONTACT_PRIVATE)).toBeNull();
  });

  it('says the user keeps them private, with no link, when the server says so', () => {
    render(<PartyContact party={{ ...hidden, contactPrivate: true }} />);
    expect(screen.getByText(CONTACT_PRIVATE)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("says in the spec's words that they come after payment, before it", () => {
    render(<PartyContact party={hidden} />);
    expect(screen.getByText(CONTACT_VIA_PLATFORM)).toBeTruthy();
    expect(screen.getByText(CONTACT_AFTER_PAYMENT)).toBeTruthy();
    expect(screen.queryByText(CONTACT_PRIVATE)).toBeNull();
  });

  it("uses a page's own words where it has them (the shipment pages)", () => {
    render(<PartyContact party={hidden} notYet={[CONTACT_PROTECTED, CONTACT_ADMIN_ASSISTS]} />);
    expect(screen.getByText(CONTACT_PROTECTED)).toBeTruthy();
    expect(screen.getByText(CONTACT_ADMIN_ASSISTS)).toBeTruthy();
    expect(screen.queryByText(CONTACT_AFTER_PAYMENT)).toBeNull();
  });

  it('shows the phone only on a compact card', () => {
    render(<PartyContact party={shared} phoneOnly />);
    expect(screen.getByRole('link', { name: '+260 96 111 2222' })).toBeTruthy();
    expect(screen.queryByText('natasha@example.com')).toBeNull();
  });
});
