/** `npm run dev`: Vite with HMR on :5173, proxying /api and /media to the API server, which reloads on change. */
import concurrently from 'concurrently';

const apiPort = process.env.API_PORT ?? '5001';

const { result } = concurrently(
  [
    {
      name: 'api',
      command: `tsx watch --clear-screen=false api/server.ts --api-only`,
      env: { PORT: apiPort },
      prefixColor: 'magenta',
    },
    { name: 'web', command: 'vite', env: { API_PORT: apiPort }, prefixColor: 'cyan' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.catch(() => process.exit(1));
