import { ConfigError, loadConfig, type AppConfig } from '../../api/config';

/**
 * The configuration a command runs on (DATA_DIR or DATABASE_URL, ...), from the environment; an
 * invalid one ends the command with its message and exit code 1, as the server does.
 */
export function commandConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}
