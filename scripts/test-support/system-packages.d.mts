export interface SystemPackage {
  name: string;
  why: string;
  present(): boolean;
}
/** The Debian packages the test run needs beyond npm. */
export declare const SYSTEM_PACKAGES: SystemPackage[];
/** Installs what is missing (root and apt-get), saying what and why; otherwise stops with the command. */
export declare function ensureSystemPackages(packages?: SystemPackage[]): void;
/** The browser the tests drive: Debian's headless shell, or CHROMIUM_PATH. */
export declare const CHROMIUM_PATH: string;
