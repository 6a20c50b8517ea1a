// drizzle-kit and the Drizzle client both need every table in one module; this is the schema's single entry point.
export * from './auth';
export * from './system';
export * from './user-data';
export * from './championship';
export * from './fantasy';
export * from './leagues';
export * from './predictions';
export * from './scoring';
export * from './clock';
export * from './reach';
export * from './live';
export * from './corrections';
export * from './api-tokens';
