import type { Config } from './config';

export type InterfaceAddress = { address: string; internal: boolean; family: 'IPv4' | 'IPv6' };

/**
 * What `npm start` prints: every address the site can be opened at, as Vite does, so a teacher knows what to
 * type on the class's tablets. Network lines are the computer's IPv4 addresses that other devices can reach.
 */
export function startBanner(input: {
  config: Pick<Config, 'publicUrl' | 'trustedOrigins'>;
  port: number;
  interfaces: readonly InterfaceAddress[];
  database: string;
}): string {
  const { config, port, interfaces, database } = input;
  const network = interfaces.filter((item) => !item.internal && item.family === 'IPv4').map((item) => `http://${item.address}:${port}`);
  const lines = [`Money Islands is running, using ${database}.`, ''];
  if (config.publicUrl) {
    lines.push(`  Open:     ${config.publicUrl}   (PUBLIC_URL: sign-in and saving work at this address)`);
    for (const origin of config.trustedOrigins) lines.push(`  Also:     ${origin}   (TRUSTED_ORIGINS)`);
    lines.push(`  Listening on port ${port} of every network interface.`);
  } else {
    lines.push(`  Local:    http://localhost:${port}`);
    if (network.length === 0) lines.push('  Network:  none (this computer is on no network other devices can reach)');
    for (const url of network) lines.push(`  Network:  ${url}`);
    lines.push('', '  Open any of these addresses. Tablets and computers on the same network use a Network one.');
  }
  return lines.join('\n');
}
