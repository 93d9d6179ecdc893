import type { EndedSessions } from '../sessions/service';

/** The signed-in session that authorised a connection's channel or its user sign-in. */
export interface SessionLink {
  sessionId: string;
  customerId: string;
}

/** Whether a session is among those that ended. */
export function isEnded(ended: EndedSessions, link: SessionLink): boolean {
  if ('sessionId' in ended) return ended.sessionId === link.sessionId;
  return ended.customerId === link.customerId && ended.exceptId !== link.sessionId;
}

/**
 * What ended in the last minute. The news that a session authorised a connection and the news
 * that the session ended can come from two different nodes, and Redis keeps no order between
 * two publishers: a link heard after its session ended must still close the connection.
 */
export function recentlyEnded(keepMs = 60_000, now = () => Date.now()) {
  let entries: { ended: EndedSessions; at: number }[] = [];
  return {
    remember(ended: EndedSessions) {
      const at = now();
      entries = entries.filter((entry) => at - entry.at < keepMs);
      entries.push({ ended, at });
    },
    covers(link: SessionLink): boolean {
      const at = now();
      return entries.some((entry) => at - entry.at < keepMs && isEnded(entry.ended, link));
    },
  };
}
