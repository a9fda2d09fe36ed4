// jsdom has no scrollIntoView, which Mantine's Select calls on the option it highlights.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}
