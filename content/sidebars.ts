// Two sidebars (SPEC §2). `docs` opens with the numbered guide (1-12), which a newcomer reads top to bottom and
// which holds only guide pages, so its "Next" links walk the sections in order. Then one path per reader, each in
// the order its pages are needed: wallets (before anything that needs one), staking, node operators, asset
// producers, concepts, and the reference pages every path links to. `api` is the developers' path.
const guide = [
  { type: 'category', label: '1. Introduction', collapsed: false, items: ['1/Introduction'] },
  {
    type: 'category',
    label: '2. How Treasurenet Works',
    link: { type: 'doc', id: '2/How Treasurenet Works' },
    items: ['2/Step 1', '2/Step 2', '2/Step 3', '2/Step 4', '2/Step 5', '2/Step 6'],
  },
  { type: 'category', label: '3. Network Roles', items: ['3/Network Roles'] },
  { type: 'category', label: '4. Litepaper', items: ['Litepaper/Litepaper'] },
  {
    type: 'category',
    label: '5. Tokenomics',
    link: { type: 'doc', id: '5/Tokenomics Overview' },
    items: ['5/REP Score', '5/UNIT', '5/Genesis of UNIT', '5/TCash'],
  },
  {
    type: 'category',
    label: '6. Staking & Rewards',
    link: { type: 'doc', id: '6/Staking & Rewards' },
    items: ['6/What is Staking', '6/What is Bonus Stake'],
  },
  {
    type: 'category',
    label: "7. The Producer's Role",
    link: { type: 'doc', id: '7/Network Role' },
    items: ['7/How it works'],
  },
  {
    type: 'category',
    label: '8. Privacy & Protection',
    link: { type: 'doc', id: '8/Privacy & Protection' },
    items: ['8/Why Privacy Matters'],
  },
  {
    type: 'category',
    label: '9. Validators',
    link: { type: 'doc', id: '9/Validators' },
    items: ['9/How to become a Validator'],
  },
  {
    type: 'category',
    label: '10. Delegators',
    link: { type: 'doc', id: '10/Delegators' },
    items: ['10/How Delegation Works', '10/How to Choose a Validator'],
  },
  {
    type: 'category',
    label: '11. Use Cases',
    link: { type: 'doc', id: '11/Use Cases' },
    items: ['11/TCash', '11/Otter', '11/Other Use Cases'],
  },
  { type: 'category', label: '12. Wallet Setup', items: ['12/Wallet Setup'] },
] as const;

const wallets = {
  type: 'category',
  label: 'Wallets and tokens',
  items: [
    'fundamentals/wallets/metamask',
    'fundamentals/wallets/coinbase',
    'fundamentals/transfer-tokens',
    'blockExplorers/intro',
  ],
} as const;

const staking = {
  type: 'category',
  label: 'Staking and delegating',
  link: { type: 'doc', id: 'staking/introduction' },
  items: [
    'staking/rule',
    'staking/operation-guide/staking-use-website',
    'staking/operation-guide/staking-use-code',
    'staking/operation-guide/stakeboosting',
    'staking/qa',
  ],
} as const;

const operators = {
  type: 'category',
  label: 'Node operators and validators',
  link: { type: 'doc', id: 'validators/overview' },
  items: [
    {
      type: 'category',
      label: 'Concepts',
      items: [
        'validators/concepts/becoming-a-validator',
        'validators/concepts/validator-delegator',
        'validators/concepts/rewards',
      ],
    },
    {
      type: 'category',
      label: 'Run a node',
      items: [
        'validators/quickStart/installation',
        'validators/quickStart/init',
        'validators/join-testnet',
        'validators/quickStart/run-a-node',
        'validators/setup/configuration',
      ],
    },
    {
      type: 'category',
      label: 'Become a validator',
      items: [
        'validators/setup/run-a-validator',
        'validators/gravity-orchestrator',
        'validators/create-your-gentx',
        'validators/join-mainnet',
      ],
    },
    {
      type: 'category',
      label: 'Operate',
      items: [
        'validators/sentry',
        'validators/monitoring',
        'validators/upgrades',
        'validators/governance',
      ],
    },
    'validators/quickStart/treasurenetd',
    'validators/faq',
  ],
} as const;

const producers = {
  type: 'category',
  label: 'Asset producers',
  link: { type: 'doc', id: 'assets/overview' },
  items: [
    {
      type: 'category',
      label: 'Basic concepts',
      items: [
        'assets/basic-concepts/producer',
        'assets/basic-concepts/stake',
        'assets/basic-concepts/decentralized-audit',
        'assets/basic-concepts/privacy-protection',
      ],
    },
    'assets/producer_portal',
    'assets/new_asset_workflow',
    'assets/connection_guidelines',
    'assets/tat_mint_by_asset_class',
    {
      type: 'category',
      label: 'Minting REP',
      items: [
        'assets/tat_mint/registration',
        'assets/tat_mint/wellmanagement',
        'assets/tat_mint/expense',
        'assets/tat_mint/production_data_intro',
        'assets/tat_mint/data_requirements',
        'assets/tat_mint/production_data_manual',
        'assets/tat_mint/production_data_process',
        'assets/tat_mint/production_data_uploader',
        'assets/tat_mint/production_audit',
        'assets/tat_mint/market_value',
        'assets/tat_mint/mint',
        'assets/tat_mint/messages',
        'assets/tat_mint/pilot_real_world_connection',
      ],
    },
    'assets/tngateway',
    'assets/tokenomics',
    'assets/dApps_under_development',
  ],
} as const;

const concepts = {
  type: 'category',
  label: 'Concepts',
  link: { type: 'doc', id: 'about/introduction' },
  items: [
    'about/core_concepts/layer_1_built_on_RWA_production',
    {
      type: 'category',
      label: 'Decentralized audit',
      link: { type: 'doc', id: 'about/core_concepts/d_audit/decentralized_RWA_audit' },
      items: [
        'about/core_concepts/d_audit/privacy_protection/why_protect_asset_privacy',
        'about/core_concepts/d_audit/privacy_protection/what_constitutes_private_data_in_treasurenet',
        'about/core_concepts/d_audit/privacy_protection/how_to_protect_private_data',
      ],
    },
    {
      type: 'category',
      label: 'Producers',
      items: [
        'about/core_concepts/producers/what_is_a_producer',
        'about/core_concepts/producers/benefits_of_a_producer',
        'about/core_concepts/producers/production_data',
      ],
    },
    {
      type: 'category',
      label: 'Stake and bonus stake',
      link: { type: 'doc', id: 'about/core_concepts/stake_and_bonus_stake' },
      items: [
        'about/core_concepts/stake_and_bonus_stake/what_is_staking',
        'about/core_concepts/stake_and_bonus_stake/what_is_bonus_stake',
        'about/core_concepts/stake_and_bonus_stake/why_is_there_bonus_stake',
      ],
    },
    'about/core_concepts/tn_gateway_and_tools',
    {
      type: 'category',
      label: 'Tokenomics',
      link: { type: 'doc', id: 'about/tokenomics/overview' },
      items: [
        'about/tokenomics/general_supply_framework',
        'about/tokenomics/unit_token',
        'about/tokenomics/tat_token',
      ],
    },
    {
      type: 'category',
      label: 'dApps under development',
      items: ['about/dapps_under_development/TCash', 'about/dapps_under_development/use_cases'],
    },
  ],
} as const;

const reference = {
  type: 'category',
  label: 'Reference',
  collapsed: false,
  items: ['reference/network', 'reference/known-discrepancies'],
} as const;

export default {
  docs: [
    { type: 'category', label: 'Guide', collapsed: false, items: [...guide] },
    wallets,
    staking,
    operators,
    producers,
    concepts,
    reference,
  ],
  api: [
    {
      type: 'category',
      label: 'Start here',
      collapsed: false,
      items: ['developers/quick-connect', 'developers/testnet/faucet'],
    },
    'api/intro',
    {
      type: 'category',
      label: 'Official Contracts',
      items: [
        'api/officialContracts/tat',
        'api/officialContracts/TCash',
        'api/officialContracts/treasure-data',
        'api/officialContracts/bid',
      ],
    },
    {
      type: 'category',
      label: 'Ethereum JSON-RPC Methods',
      items: [
        'api/eth-json-rpc/web3-methods',
        'api/eth-json-rpc/eth-methods',
        'api/eth-json-rpc/websocket-methods',
        'api/eth-json-rpc/personal-methods',
        'api/eth-json-rpc/debug-methods',
        'api/eth-json-rpc/miner-methods',
        'api/eth-json-rpc/txpool-methods',
      ],
    },
    { type: 'category', label: 'Tools', items: ['api/tools/intro'] },
    {
      type: 'category',
      label: 'Developers',
      items: [
        'developers/clients',
        'developers/gas-and-fees',
        'developers/deploy-a-contract',
        {
          type: 'category',
          label: 'Local network',
          items: [
            'developers/localnet/single-node',
            'developers/localnet/multi-node',
            'developers/localnet/testnet-command',
          ],
        },
        'developers/tn-gateway',
        'developers/client-libraries/address-converter',
        'developers/eth-json-rpc/methods',
        'developers/faq',
      ],
    },
  ],
};
