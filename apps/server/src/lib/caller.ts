import type { Role } from '@njira/domain';

/** Who is asking: the signed-in user behind a request, as its access token says. */
export interface Caller {
  userId: string;
  role: Role;
}
