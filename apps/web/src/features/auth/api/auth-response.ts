import type { User } from '@njira/domain';

/** What signup and login return (spec section 3). */
export interface AuthResponse {
  access_token: string;
  user: User;
}
