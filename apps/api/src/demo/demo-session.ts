import type { Role } from '@stock/contracts';
import type { SessionUser } from '../modules/auth/sessions';

/** The demo history acts as each person through the same service calls their requests would make. */
export const actingAs = (id: number, role: Role): SessionUser => ({ id, role, sessionId: 'demo-history' });
