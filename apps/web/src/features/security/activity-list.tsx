'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { describeActivity, timeAgo } from './activity-format';
import type { ActivityEvent } from './security-inputs';

/** The account's events, newest first, each with its outcome, time, browser and address. */
export function ActivityList({ events }: { events: ActivityEvent[] }) {
  // One "now" per showing, so every "… ago" is counted from the same moment.
  const [nowInMs] = useState(() => Date.now());
  if (events.length === 0) return <Typography>Nothing has happened yet.</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {events.map((event) => {
        // The server names the browser already ("Chrome 131, Windows 10"), as the sign-ins do.
        const where = [event.browser, event.address].filter(Boolean).join(', ');
        return (
          <Box
            component="li"
            key={event.id}
            sx={{
              borderInlineStart: 4,
              borderColor: event.outcome === 'failed' ? 'error.main' : 'divider',
              pl: 1.5,
            }}
          >
            <Typography sx={{ fontWeight: 700 }}>
              {describeActivity(event.kind, event.outcome)}
              <Typography component="span" sx={{ fontWeight: 400 }}>
                {event.outcome === 'failed' ? ' (failed)' : ' (succeeded)'}
              </Typography>
            </Typography>
            <Typography>
              <time dateTime={event.at.toISOString()}>
                {event.at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>{' '}
              ({timeAgo(event.at, nowInMs)})
            </Typography>
            {where ? <Typography sx={{ overflowWrap: 'anywhere' }}>{where}</Typography> : null}
          </Box>
        );
      })}
    </Box>
  );
}
