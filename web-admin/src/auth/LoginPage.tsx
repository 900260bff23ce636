import { Typography } from '@mui/material';
import { Login, LoginForm } from 'react-admin';

/** react-admin's sign-in card, saying whose console it is and who may use it. */
export const LoginPage = () => (
  <Login>
    <Typography variant="h6" component="h1" align="center" sx={{ px: 2 }}>
      RentNaija console
    </Typography>
    <Typography variant="body2" color="text.secondary" align="center" sx={{ px: 2 }}>
      For RentNaija admin and support staff
    </Typography>
    <LoginForm />
  </Login>
);
