import { apiRequest } from './client';
import { logout, type Role } from './session';

/**
 * Ends the role's session on the server, then clears that role here (the spec: logout clears the chosen role). The
 * local session is cleared even when the server cannot be reached, so signing out always works on this device.
 */
export async function signOut(role: Role): Promise<void> {
  try {
    await apiRequest<null>('/logout', { method: 'POST', role });
  } catch {
    // Unreachable server: the token is forgotten below all the same, and the server's session expires on its own.
  } finally {
    logout(role);
  }
}
