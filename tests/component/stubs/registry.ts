// Test stand-in for @generated/registry (Docusaurus's route chunks): no build, so no chunks.
export default {};
