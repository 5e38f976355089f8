/**
 * The build renders with React's production build: React picks its build by NODE_ENV when it is first
 * loaded, here and in each render thread (whose environment is a copy of this one). Its development
 * build renders the same HTML three times slower. Imported first by the build's entry, before anything
 * loads React; Vite sets the same when it bundles, but the bundler runs in a process of its own and an
 * edit published in place never runs it.
 */
process.env.NODE_ENV = 'production';
