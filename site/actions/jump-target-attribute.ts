/**
 * Buttons with a jump target (SPEC §3 jumpBO, §7 jump types) carry it as JSON in this attribute, so a
 * button of a static block — HTML only, no JavaScript of its own — still acts: the shell's one delegated
 * listener reads it and hands it to the shared handler (`runJumpEffect`), as an island's button would.
 */
export const JUMP_TARGET_ATTRIBUTE = 'data-jump-target'
