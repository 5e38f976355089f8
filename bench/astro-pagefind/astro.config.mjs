// Astro with its defaults (static output, a folder per page); the bench gives the output folder.
import { defineConfig } from 'astro/config';

export default defineConfig({ site: 'https://museo.example', output: 'static' });
