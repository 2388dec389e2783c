import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// The host signed its user in long ago, under its own keys: the library must never read them.
localStorage.setItem('token', 'host-jwt');
localStorage.setItem('user', '{"name":"Host User"}');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
