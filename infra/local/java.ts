/**
 * DynamoDB Local runs on Java 17+, started through a small launcher in source-file mode (so it
 * binds loopback only: java/LoopbackDynamoDb.java), which needs a JDK's compiler module: check
 * both before starting, and say how to install them if missing.
 */
import { spawnSync } from 'node:child_process';

export const JAVA_INSTALL_HINT =
  'Install a Java 17 or newer JDK, e.g. `sudo apt-get install -y openjdk-17-jdk-headless` (Debian/Ubuntu) or `brew install openjdk@17` (macOS).';

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
  const modules = spawnSync('java', ['--list-modules'], { encoding: 'utf8' });
  if (!/^jdk\.compiler@/m.test(modules.stdout ?? '')) {
    throw new Error(
      `DynamoDB Local's launcher needs a JDK (this Java has no compiler module). ${JAVA_INSTALL_HINT}`,
    );
  }
}
