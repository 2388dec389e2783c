// A Server Component: it renders the library's ConsoleThemeProvider straight from the package (a
// 'use client' module there, so it becomes a client component with serializable props).
import { ConsoleThemeProvider } from 'partner-console';
import type { ReactNode } from 'react';
import EmotionRegistry from './EmotionRegistry';

export const metadata = { title: 'Partner programme', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 24 }}>
        <EmotionRegistry>
          <ConsoleThemeProvider theme={{ colors: { primary: '#0f766e', primaryHover: '#115e59', link: '#0f766e' } }}>
            <nav>
              <a href="/">Partners</a> · <a href="/deals">Deals</a>
            </nav>
            {children}
          </ConsoleThemeProvider>
        </EmotionRegistry>
      </body>
    </html>
  );
}
