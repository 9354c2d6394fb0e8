import { CONTACT_AFTER_ACCEPTANCE, CONTACT_PRIVATE, type Party } from '@njira/domain';
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
    render(<PartyContact party={shared} accepted />);
    expect(screen.getByRole('link', { name: '+260 96 111 2222' }).getAttribute('href')).toBe(
      'tel:+260961112222',
    );
    expect(screen.getByRole('link', { name: 'natasha@example.com' }).getAttribute('href')).toBe(
      'mailto:natasha@example.com',
    );
    expect(screen.queryByText(CONTACT_PRIVATE)).toBeNull();
  });

  it('says the user keeps them private, with no link, when the server sent none after acceptance', () => {
    render(<PartyContact party={hidden} accepted />);
    expect(screen.getByText(CONTACT_PRIVATE)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says they come with acceptance before the bid is accepted', () => {
    render(<PartyContact party={hidden} accepted={false} />);
    expect(screen.getByText(CONTACT_AFTER_ACCEPTANCE)).toBeTruthy();
    expect(screen.queryByText(CONTACT_PRIVATE)).toBeNull();
  });

  it('shows the phone only on a compact card', () => {
    render(<PartyContact party={shared} accepted phoneOnly />);
    expect(screen.getByRole('link', { name: '+260 96 111 2222' })).toBeTruthy();
    expect(screen.queryByText('natasha@example.com')).toBeNull();
  });
});
