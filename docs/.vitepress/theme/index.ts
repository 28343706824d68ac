// The default theme, with the few layout rules of style.css.
import DefaultTheme from 'vitepress/theme';
import './style.css';

export default DefaultTheme;
