import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The two links an e-mail change sends: the new address confirms, the old one undoes. */
export type EmailLinkAction = 'confirm-email' | 'undo-email-change';

export function openEmailLink(
  action: EmailLinkAction,
  token: string,
): Promise<{ ok: true; message: string }> {
  return api.post(`/auth/${action}`, { token }, { auth: false });
}

export function useEmailLink(action: EmailLinkAction) {
  return useMutation({ mutationFn: (token: string) => openEmailLink(action, token) });
}
