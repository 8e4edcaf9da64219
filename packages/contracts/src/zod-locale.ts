// Zod's default messages in Russian for web and server alike; fields with a spec message override it.
import { z } from 'zod';

z.config(z.locales.ru());
