'use client';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/visually-hidden';
import { passwordRules, type PasswordPolicy } from '@/features/auth/flow/password-rules';

/** The pool's password rules, ticked off live as the person types. */
export function PasswordChecklist({
  id,
  password,
  policy,
}: {
  id: string;
  password: string;
  policy: PasswordPolicy;
}) {
  return (
    <Box id={id} sx={{ mt: -1 }}>
      <Typography variant="body2" component="p" sx={{ mb: 0.5 }}>
        Your password needs:
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {passwordRules(policy).map((rule) => {
          const met = rule.test(password);
          return (
            <Box
              component="li"
              key={rule.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                color: met ? 'success.main' : 'text.secondary',
              }}
            >
              {met ? (
                <CheckCircle fontSize="small" aria-hidden="true" />
              ) : (
                <RadioButtonUnchecked fontSize="small" aria-hidden="true" />
              )}
              <Typography variant="body2" component="span" sx={{ color: 'text.primary' }}>
                {rule.label}
                <Box component="span" sx={visuallyHidden}>
                  {met ? ' (done)' : ' (not yet)'}
                </Box>
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
