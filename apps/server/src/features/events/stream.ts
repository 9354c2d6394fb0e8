import type { ServerResponse } from 'node:http';
import type { Role } from '@njira/domain';

/** Whom a stream is for, and until when (the access token's expiry, ms since the epoch). */
export interface StreamOwner {
  userId: string;
  role: Role;
  expiresAt: number;
}

/**
 * One open `GET /api/events`. Kept small (2,000 idle streams within 100 MB, with Node's own socket
 * and HTTP objects): the response, who it is for, and until when.
 */
export interface Stream {
  readonly res: ServerResponse;
  readonly userId: string;
  readonly role: Role;
  /** The access token's expiry, ms since the epoch: the stream closes then. */
  readonly expiresAt: number;
  /** Frames that arrived while the replay was being read; null once the stream is live. */
  held: { text: string; id: number | undefined }[] | null;
  /** Ids the replay sent, so the same notification arriving live is not sent twice; briefly kept. */
  replayed: Set<number> | null;
  closed: boolean;
}

/** A new stream; one that will replay holds the live frames until its replay is written. */
export function newStream(res: ServerResponse, owner: StreamOwner, replaying: boolean): Stream {
  return {
    res,
    userId: owner.userId,
    role: owner.role,
    expiresAt: owner.expiresAt,
    held: replaying ? [] : null,
    replayed: null,
    closed: false,
  };
}
