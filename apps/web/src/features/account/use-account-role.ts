import type { SignupRole } from '@njira/domain';
import { useLocation } from 'react-router';

/**
 * Spec section 2: the profile and settings screens are shared by both workspaces, and the role is
 * taken from the path ('/dashboard/<role>/profile'); the route guard has already checked it.
 */
export function useAccountRole(): { role: SignupRole; base: string } {
  const role: SignupRole =
    useLocation().pathname.split('/')[2] === 'cargo-owner' ? 'cargo-owner' : 'transporter';
  return { role, base: `/dashboard/${role}` };
}
