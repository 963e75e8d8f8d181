import 'server-only';
import {
  SENSITIVE_ACTIONS,
  type AdminAction,
  type AdminStepUp,
} from '@/features/admin/admin-inputs';
import type { AdminContext } from './admin-context';
import { auditedAs, type ActionOutcome } from './audited';
import { getIdentityPerson, type IdentityPerson } from './identity-person';
import { requireStepUp } from './step-up-window';

export interface PersonActionInput {
  username: string;
  reason: string;
  stepUp?: AdminStepUp | undefined;
}

/**
 * The shape of every action on a person, decided once: audited whatever happens; the person
 * looked up first (NOT_FOUND when unknown) and named in the entry, so even a refused action is on
 * their audit trail; then the step-up window for sensitive ones; then the action itself.
 */
export async function actOnPerson(
  context: AdminContext,
  input: PersonActionInput,
  action: AdminAction,
  run: (person: IdentityPerson) => Promise<ActionOutcome | void>,
): Promise<void> {
  const { username, reason } = input;
  const entry = { action, target: { sub: null, username }, reason };
  await auditedAs(context, entry, async (target) => {
    const person = await getIdentityPerson(context.services, username);
    Object.assign(target, { sub: person.sub, username: person.username });
    if (SENSITIVE_ACTIONS.includes(action)) await requireStepUp(context, input.stepUp, reason);
    return run(person);
  });
}
