import type { SiteConfig } from './read-config.ts';

export type { SiteConfig };

/** Written in by vite.config.ts (`define`), parsed once when the build starts. */
declare const __SITE_CONFIG__: SiteConfig;

/** This build's configuration, for the pages and their scripts (a plain object: no parsing in the browser). */
export const SITE_CONFIG: SiteConfig = __SITE_CONFIG__;
