'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTRPCClient } from '@/trpc/react';
import { actionsFor, placeOf, type PersonAction } from './admin-actions';
import { ActionDialog } from './action-dialog';
import { sendAction, type ActionRequest } from './send-action';

/** A step-up opens a window this long (the server keeps the real one; this only hides fields). */
const STEP_UP_WINDOW_MS = 5 * 60 * 1000;

interface OpenDialog {
  action: PersonAction;
  askStepUp: boolean;
}

/**
 * The buttons of a person's page, each opening its dialog. After a step-up the fields stay hidden
 * for the server's window; if the server finds none open after all, the dialog asks again.
 */
export function PersonActions({
  person,
  onDone,
}: {
  person: { username: string; enabled: boolean; status: string };
  /** After an action worked: what happened, for the page's status and its fresh data. */
  onDone(message: string): void;
}) {
  const client = useTRPCClient();
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const [stepUpUntil, setStepUpUntil] = useState(0);
  const run = async (action: PersonAction, request: ActionRequest) => {
    await sendAction(client, action.name, request);
    if (request.stepUp) setStepUpUntil(Date.now() + STEP_UP_WINDOW_MS);
    setOpen(null);
    onDone(action.done(person.username, request.days));
  };
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actionsFor(person).map((action) => (
          <Button
            key={placeOf(action)}
            variant="outlined"
            color={action.sensitive ? 'error' : 'primary'}
            onClick={() =>
              setOpen({ action, askStepUp: action.sensitive && Date.now() >= stepUpUntil })
            }
          >
            {action.label}
          </Button>
        ))}
      </Stack>
      {open ? (
        <ActionDialog
          key={open.action.name}
          action={open.action}
          username={person.username}
          askStepUp={open.askStepUp}
          onClose={() => setOpen(null)}
          onRun={(request) => run(open.action, request)}
          onStepUpRequired={() => {
            setStepUpUntil(0);
            setOpen({ ...open, askStepUp: true });
          }}
        />
      ) : null}
    </>
  );
}
