/** DynamoDB Local runs on Java 17+: check it before starting, and say how to install it if missing. */
import { spawnSync } from 'node:child_process';

export const JAVA_INSTALL_HINT =
  'Install Java 17 or newer, e.g. `sudo apt-get install -y openjdk-17-jre-headless` (Debian/Ubuntu) or `brew install openjdk@17` (macOS).';

export function javaMajorVersion(output: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return null;
  const major = Number(match[1]);
  // Java 8 and older report "1.8.0_x".
  return major === 1 ? Number(match[2]) : major;
}

export function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) throw new Error(`Java was not found: DynamoDB Local needs it. ${JAVA_INSTALL_HINT}`);
  const major = javaMajorVersion(`${result.stderr}${result.stdout}`);
  if (major === null || major < 17) {
    throw new Error(
      `DynamoDB Local needs Java 17 or newer (found ${major ?? 'unknown'}). ${JAVA_INSTALL_HINT}`,
    );
  }
}
