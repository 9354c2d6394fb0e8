/**
 * The platform's published e-mail address: shown on the landing page, and where the website's
 * contact form is e-mailed unless CONTACT_EMAIL says otherwise. A module of its own with nothing but
 * the constant, so the landing's first paint can import it without any schema code.
 */
export const NJIRA_CONTACT_EMAIL = 'hello@njira.co.zm';
