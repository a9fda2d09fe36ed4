/** Floating button that appears once the page scrolled past 50 px and scrolls back to the top. */
import { SCROLL_TO_TOP_PX } from '@backoffice/domain/core/constants';
import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';

export function ScrollToTop() {
  const [scroll, scrollTo] = useWindowScroll();

  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TO_TOP_PX}>
        {(transitionStyles) => (
          <ActionIcon
            size="xl"
            radius="xl"
            aria-label="Scroll to top"
            style={transitionStyles}
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={20} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
