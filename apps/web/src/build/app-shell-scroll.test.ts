import { RemoveScroll } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { REMOVE_SCROLL_CLASS_NAMES } from '../../../../scripts/vite-mantine-app-shell-scroll';

describe("the AppShell's scroll class names in the build", () => {
  it("are react-remove-scroll's own, so a dialog still pads the header", () => {
    expect(RemoveScroll.classNames).toEqual(REMOVE_SCROLL_CLASS_NAMES);
  });
});
