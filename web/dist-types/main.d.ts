import './theme.css';
//# sourceMappingURL=main.d.ts.map