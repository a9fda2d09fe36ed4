/** Back button of the page header: goes back (or to a path) and sticks to the top once the page scrolled 75 px. */
import { STICKY_BACK_SCROLL_PX } from '@backoffice/domain/core/constants';
import { Box, Button } from '@mantine/core';
import { useElementSize, useWindowScroll } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

/** The CSS variable the console's sticky header publishes its height in. */
export const HEADER_HEIGHT_VARIABLE = '--console-header-height';

export interface BackButtonProps {
  /** Where to go; without it the button goes one step back in history. */
  to?: string;
}

export function BackButton({ to }: BackButtonProps) {
  const navigate = useNavigate();
  const [scroll] = useWindowScroll();
  const { ref, width, height } = useElementSize();
  const sticky = scroll.y >= STICKY_BACK_SCROLL_PX;

  return (
    // The wrapper keeps the button's place in the header while the button itself is fixed.
    <Box ref={ref} style={sticky ? { width, height } : undefined}>
      <Button
        variant={sticky ? 'filled' : 'default'}
        leftSection={<IconArrowLeft size={16} />}
        onClick={() => (to === undefined ? navigate(-1) : navigate(to))}
        data-sticky={sticky || undefined}
        style={
          sticky
            ? {
                position: 'fixed',
                // Under the console's sticky header (its height is published by the header), so
                // the brand's home link and the menu stay reachable.
                top: `calc(var(${HEADER_HEIGHT_VARIABLE}, 0px) + var(--mantine-spacing-xs))`,
                left: 'var(--mantine-spacing-md)',
                zIndex: 'var(--mantine-z-index-app)',
                boxShadow: 'var(--mantine-shadow-md)',
              }
            : undefined
        }
      >
        Back
      </Button>
    </Box>
  );
}
