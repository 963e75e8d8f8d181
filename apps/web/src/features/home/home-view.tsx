'use client';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useAuth } from '@/features/auth/auth-context';

const DESTINATIONS = [
  {
    href: '/profile',
    title: 'Your profile',
    text: 'Your name and email, password, authenticator app, subscription and trial.',
  },
  {
    href: '/settings/accessibility',
    title: 'Accessibility settings',
    text: 'Text size and colour themes, including high contrast, saved in this browser.',
  },
];

export function HomeView() {
  const { state } = useAuth();
  const name = state.user?.firstName || state.user?.username || '';
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        Welcome, {name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        You are signed in with your password and authenticator app.
      </Typography>
      <Grid container spacing={2}>
        {DESTINATIONS.map((destination) => (
          <Grid key={destination.href} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={NextLink} href={destination.href} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {destination.title}
                  </Typography>
                  <Typography color="text.secondary">{destination.text}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
