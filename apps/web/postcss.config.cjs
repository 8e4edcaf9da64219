// PostCSS for the web app: Mantine's preset (light-dark, rem, mixins) and its breakpoint variables.
// The breakpoints match Mantine's theme; `sm` is the spec's 768 px mobile breakpoint.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
  },
};
