/**
 * The brand's e-mail layout in MJML (decision 026). `%%NAME%%` marks where mail-layout.ts puts each mail's
 * escaped content into the compiled HTML; MJML sees them as plain text. `withAction` adds the button and the
 * bare link under it (for clients that drop buttons).
 */
const BRAND_COLOR = '#0f766e';
const FONT = '-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';

export function layoutMjml(withAction: boolean): string {
  const action = withAction
    ? `<mj-button href="%%ACTION_URL%%" background-color="${BRAND_COLOR}" color="#ffffff" font-size="16px" font-weight="600" border-radius="6px" inner-padding="12px 20px" align="left" padding="8px 24px">%%ACTION_LABEL%%</mj-button>
      <mj-text font-size="13px" color="#6b7280" padding="8px 24px 16px" css-class="bare-link">%%ACTION_URL%%</mj-text>`
    : '';
  return `<mjml lang="%%LANG%%">
  <mj-head>
    <mj-title>%%BRAND%%</mj-title>
    <mj-preview>%%PREVIEW%%</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="16px" line-height="24px" color="#1f2937" />
    </mj-attributes>
    <mj-style>.bare-link div { word-break: break-all; } .content p { margin: 0 0 16px; }</mj-style>
  </mj-head>
  <mj-body background-color="#f3f4f6" width="560px">
    <mj-wrapper padding="24px 12px">
      <mj-section background-color="${BRAND_COLOR}" border-radius="8px 8px 0 0" padding="0">
        <mj-column>
          <mj-text font-size="20px" font-weight="700" color="#ffffff" padding="16px 24px">%%BRAND%%</mj-text>
        </mj-column>
      </mj-section>
      <mj-section background-color="#ffffff" padding="16px 0 8px">
        <mj-column>
          <mj-text css-class="content" padding="8px 24px">%%BODY%%</mj-text>
          ${action}
        </mj-column>
      </mj-section>
      <mj-section background-color="#ffffff" border-radius="0 0 8px 8px" border-top="1px solid #e5e7eb" padding="0">
        <mj-column>
          <mj-text font-size="12px" line-height="18px" color="#6b7280" padding="16px 24px">%%FOOTER%%</mj-text>
        </mj-column>
      </mj-section>
    </mj-wrapper>
  </mj-body>
</mjml>`;
}
